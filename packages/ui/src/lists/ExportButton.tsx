/**
 * The Export button of every list (issue 8): the whole filtered, sorted list — not just the page — saved as CSV with
 * the columns as the list shows them. While it runs it counts the rows read and a second press cancels it.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications';
import { saveFile } from '../files/save-file';
import { CSV_MEDIA_TYPE, csvFileName, csvOfRows, type CsvColumn } from './csv-export';

export interface ExportButtonProps<Row> {
  /** The list's name: the file is named after it. */
  readonly listName: string;
  readonly columns: readonly CsvColumn<Row>[];
  /** Every row of the list as it is filtered and sorted now. */
  readonly allRows: (signal: AbortSignal) => AsyncIterable<Row>;
}

export function ExportButton<Row>({ listName, columns, allRows }: ExportButtonProps<Row>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [rowsRead, setRowsRead] = useState<number | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);

  // A list left while exporting stops reading.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setRowsRead(0);
    try {
      const file = await csvOfRows(columns, allRows(controller.signal), setRowsRead);
      if (!controller.signal.aborted) saveFile(file, csvFileName(listName), CSV_MEDIA_TYPE);
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error(error);
        notify({ intent: 'error', messageKey: 'list.exportError' });
      }
    } finally {
      if (running.current === controller) running.current = undefined;
      setRowsRead(undefined);
    }
  };

  if (rowsRead === undefined) {
    return (
      <Button icon={<ArrowDownload20Regular />} onClick={() => void start()}>
        {t('list.export')}
      </Button>
    );
  }
  return (
    <Button
      icon={<Spinner size="extra-tiny" aria-hidden />}
      aria-live="polite"
      onClick={() => {
        running.current?.abort();
        setRowsRead(undefined);
      }}
    >
      {t('list.exporting', { count: rowsRead })}
    </Button>
  );
}
