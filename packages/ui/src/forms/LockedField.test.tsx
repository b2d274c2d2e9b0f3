// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LockableField, LockableInput } from './LockedField';

afterEach(cleanup);

function renderField(locked: boolean) {
  render(
    <FluentProvider theme={webLightTheme}>
      <LockableField
        label="Code"
        required
        hint="Letters and digits"
        locked={locked}
        lockedHint="The code cannot be changed."
      >
        <LockableInput value="ACME" locked={locked} onChange={() => undefined} />
      </LockableField>
    </FluentProvider>,
  );
  return screen.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement;
}

describe('a locked field (issue 8 §9: locked fields look locked)', () => {
  it('is read-only but focusable, on the filled surface with a lock, and says why under it', () => {
    const input = renderField(true);
    expect(input.readOnly).toBe(true);
    expect(input.disabled).toBe(false);
    // Not asked for: a field nobody can change is not 'required'.
    expect(input.required).toBe(false);
    const hint = screen.getByText('The code cannot be changed.');
    expect(input.getAttribute('aria-describedby')).toContain(hint.parentElement?.id);
    expect(screen.queryByText('Letters and digits')).toBeNull();
    // The wrapper Fluent draws the field with: the filled-darker appearance, and a lock inside after the value.
    const wrapper = input.parentElement as HTMLElement;
    expect(wrapper.className).toContain('fui-Input');
    expect(wrapper.querySelector('.fui-Input__contentAfter svg')).not.toBeNull();
  });

  it('is an ordinary editable field when not locked', () => {
    const input = renderField(false);
    expect(input.readOnly).toBe(false);
    expect(input.required).toBe(true);
    expect(screen.getByText('Letters and digits')).toBeTruthy();
    expect(screen.queryByText('The code cannot be changed.')).toBeNull();
    expect((input.parentElement as HTMLElement).querySelector('.fui-Input__contentAfter')).toBeNull();
  });
});
