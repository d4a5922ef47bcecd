/**
 * SQL that writes content documents into D1; shared by the seed command and the tests. The shop's figures
 * ({{gratis_vanaf}}, ...) are filled in here, so the stored documents hold the numbers of constants.ts.
 */
import { fillFigures } from "./content/figures.ts";

const sqlString = (s: string) => `'${s.replace(/'/gu, "''")}'`;

export function contentSql(content: Record<string, unknown>): string {
  return Object.entries(content)
    .map(([key, body]) => {
      const json = sqlString(JSON.stringify(fillFigures(body)));
      // Only a changed document is written, so a second run changes nothing.
      return `INSERT INTO content (key, body) VALUES (${sqlString(key)}, ${json}) ON CONFLICT (key) DO UPDATE SET body = excluded.body, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE content.body IS NOT excluded.body;`;
    })
    .join("\n");
}
