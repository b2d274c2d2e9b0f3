// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { CNPJ_FIELD, TextFields, type TextFieldSpec } from './TextFields';

afterEach(cleanup);

interface Company {
  code: string;
  taxId: string;
}

/** The record form's part TextFields reads: values, busy, a rule's message per field, change. */
function Form({ fields, ruleErrors = {} }: { fields: TextFieldSpec<Company>[]; ruleErrors?: Partial<Company> }) {
  const [values, setValues] = useState<Company>({ code: 'ACME', taxId: '' });
  const form = {
    values,
    busy: false,
    fieldError: (field: keyof Company) => ruleErrors[field],
    change: <K extends keyof Company>(field: K, value: Company[K]) => setValues((old) => ({ ...old, [field]: value })),
  };
  return (
    <FluentProvider theme={webLightTheme}>
      <TextFields form={form} fields={fields} />
    </FluentProvider>
  );
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('text fields declared as data (issue 8 §10)', () => {
  it('renders each declared field with its label, length and required mark, and keeps what is typed', () => {
    render(<Form fields={[{ name: 'code', label: 'Code', maxLength: 20, required: true, code: true }]} />);
    const code = input(/^Code/);
    expect(code.value).toBe('ACME');
    expect(code.maxLength).toBe(20);
    expect(code.required).toBe(true);
    expect(code.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(code, { target: { value: 'ACME2' } });
    expect(code.value).toBe('ACME2');
  });

  it('types a CNPJ in upper case and masks it once the field is left', () => {
    render(<Form fields={[{ name: 'taxId', label: 'Tax id', ...CNPJ_FIELD }]} />);
    const taxId = input(/^Tax id/);
    fireEvent.change(taxId, { target: { value: '12abc34501de35' } });
    expect(taxId.value).toBe('12ABC34501DE35');
    fireEvent.blur(taxId);
    expect(taxId.value).toBe('12.ABC.345/01DE-35');
  });

  it('shows a locked field read-only with its reason, and never reformats it', () => {
    render(
      <Form
        fields={[
          {
            name: 'code',
            label: 'Code',
            maxLength: 20,
            locked: true,
            lockedHint: 'Stored codes stay.',
            shown: () => 'X',
          },
        ]}
      />,
    );
    const code = input(/^Code/);
    expect(code.readOnly).toBe(true);
    expect(screen.getByText('Stored codes stay.')).toBeTruthy();
    fireEvent.blur(code);
    expect(code.value).toBe('ACME');
  });

  it("says a rule's message under its field before a server's refusal, and the refusal when no rule failed", () => {
    const fields: TextFieldSpec<Company>[] = [
      { name: 'code', label: 'Code', maxLength: 20, refusal: 'Another customer has this code.' },
      { name: 'taxId', label: 'Tax id', maxLength: 18, refusal: 'Refused by the server.' },
    ];
    render(<Form fields={fields} ruleErrors={{ taxId: 'required field' }} />);
    expect(screen.getByText('Another customer has this code.')).toBeTruthy();
    expect(screen.getByText('required field')).toBeTruthy();
    expect(screen.queryByText('Refused by the server.')).toBeNull();
  });
});
