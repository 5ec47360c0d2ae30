// Importing deals from a JSON or CSV file, picked or pasted: the server runs the import `npm run deals --
// import` runs and answers its report, shown here as the command prints it: how many deals were imported,
// then each rejected row with its reason. The good rows are kept whatever the others hold.

import { FormField } from '@components/form-field';
import { ApiCallError } from '@lib/api-client';
import { DEAL_FILE_FORMATS, type DealFileFormat, type DealImportReport } from '@shared/console/admin-deals';
import { ADMIN_DEALS_TEXTS, importSummaryLine, rejectedRowLine } from '@shared/console/admin-deals-texts';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { importDeals } from './deals-api';
import { useWriteKeys } from './use-write-key';

const T = ADMIN_DEALS_TEXTS;

/** A file's format by its name, as the command decides it: '.csv' is CSV, anything else JSON. */
const formatOfName = (name: string): DealFileFormat => (name.toLowerCase().endsWith('.csv') ? 'csv' : 'json');

interface Picked {
  name: string;
  text: string;
}

export function ImportPanel({ onImported }: { onImported: () => void }) {
  const headingId = useId();
  const reportHeadingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const keys = useWriteKeys();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [pasted, setPasted] = useState('');
  const [format, setFormat] = useState<DealFileFormat>('json');
  const [errors, setErrors] = useState<{ text?: string; format?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ report: DealImportReport; source?: string } | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return setPicked(null);
    setPicked({ name: file.name, text: await file.text() });
    setFormat(formatOfName(file.name));
    setPasted('');
  }

  function paste(text: string) {
    setPasted(text);
    // Pasted text replaces a picked file: what is sent is what the operator sees.
    if (picked) {
      setPicked(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { format, text: picked?.text ?? pasted };
    setBusy(true);
    setFailure('');
    setErrors({});
    try {
      const answer = await importDeals(request, keys.keyFor(JSON.stringify(request)));
      keys.answered();
      setReport({ report: answer, source: picked?.name });
      onImported();
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      const fields = error instanceof ApiCallError ? error.fields : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-deals__import card" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.importHeading}</h2>
      <p className="muted">{T.importHint}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField label={T.fileLabel}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              onChange={(event) => void pick(event)}
            />
          )}
        </FormField>
        <FormField label={T.textLabel} error={errors.text}>
          {(control) => (
            <textarea
              {...control}
              className="admin-deals__paste"
              rows={6}
              spellCheck={false}
              value={picked ? '' : pasted}
              placeholder={picked ? picked.name : undefined}
              onChange={(event) => paste(event.target.value)}
            />
          )}
        </FormField>
        <fieldset
          className="admin-deals__formats"
          aria-describedby={errors.format ? `${headingId}-format` : undefined}
        >
          <legend>{T.formatLabel}</legend>
          {DEAL_FILE_FORMATS.map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                name="format"
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
              />{' '}
              {T.formats[value]}
            </label>
          ))}
          {errors.format ? (
            <p id={`${headingId}-format`} className="form-field__error">
              {errors.format}
            </p>
          ) : null}
        </fieldset>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? T.importing : T.importButton}
          </button>
        </div>
      </form>
      <div role="status">
        {report ? (
          <section className="admin-deals__report" aria-labelledby={reportHeadingId}>
            <h3 id={reportHeadingId}>{T.reportHeading}</h3>
            <p>{importSummaryLine(report.report, report.source)}</p>
            {report.report.rejected.length > 0 ? (
              <>
                <h4>{T.rejectedHeading}</h4>
                <ul className="admin-deals__rejected">
                  {report.report.rejected.map((row) => (
                    <li key={row.row}>{rejectedRowLine(row)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </section>
  );
}
