/** The dry run's report of a catalogue file (docs/decisions/040): errors first, then per product what changes. */
import type { ImportReport } from "../../lib/beheer/types/import";
import { BEHEER_IMPORT_MESSAGES as M } from "../../lib/beheer/messages/import";
import { BeheerTable } from "./table";

/** Rows shown in the page (the counts say how many more; the file itself is the full list). */
const SHOWN = 500;

export function ImportErrors({ report }: { report: ImportReport }) {
  if (report.errors.length === 0) return <p>{M.noErrors}</p>;
  return (
    <>
      <h3 id="import-fouten">{M.errorsHeading(report.errors.length)}</h3>
      <BeheerTable id="import-errors" className="beheer-import-errors" caption={M.errorsCaption}>
        <thead>
          <tr>
            <th scope="col">{M.colLine}</th>
            <th scope="col">{M.colColumn}</th>
            <th scope="col">{M.colMessage}</th>
          </tr>
        </thead>
        <tbody>
          {report.errors.slice(0, SHOWN).map((e, i) => (
            <tr key={i}>
              <td>{e.line}</td>
              <td>{e.field ? `${e.column} (${e.field})` : e.column}</td>
              <td>{`${M.at(e)}: ${e.message}`}</td>
            </tr>
          ))}
        </tbody>
      </BeheerTable>
      {report.errors.length > SHOWN ? <p>{M.moreErrors(report.errors.length - SHOWN)}</p> : null}
    </>
  );
}

export function ImportChanges({ report }: { report: ImportReport }) {
  const rows = report.rows.filter((r) => r.status !== "unchanged");
  const hidden = report.counts.unchanged;
  return (
    <>
      {rows.length > 0 ? (
        <BeheerTable id="import-rows" className="beheer-import-rows" caption={M.reportCaption(report.name)}>
          <thead>
            <tr>
              <th scope="col">{M.colLine}</th>
              <th scope="col">{M.colSku}</th>
              <th scope="col">{M.colStatus}</th>
              <th scope="col">{M.colChanges}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((r) => (
              <tr key={r.sku}>
                <td>{r.line}</td>
                <th scope="row">{r.sku}</th>
                <td>{M.status[r.status]}</td>
                <td>
                  {r.changes.length > 0 ? (
                    <ul className="beheer-import-changes">
                      {r.changes.map((c) => (
                        <li key={c.field}>
                          <span className="beheer-import-changes__field">{c.field}</span>: <span>{c.old || "-"}</span> <span aria-hidden="true">→</span>
                          <span className="visually-hidden">wordt</span> <span>{c.new}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </BeheerTable>
      ) : null}
      {rows.length > SHOWN ? <p>{M.moreChanged(rows.length - SHOWN)}</p> : null}
      {hidden > 0 ? <p>{M.more(hidden)}</p> : null}
    </>
  );
}
