/**
 * The payment form's birthdate mask (spec section 5): dd-mm-jjjj with auto-correction while typing. A day
 * that can only have one digit (4-9) becomes 0d, a month 2-9 becomes 0m, a day above 31 becomes 31, a month
 * above 12 becomes 12, 00 becomes 01; a dash (or other separator) after one digit pads it; dashes are added
 * as a part is complete (not while deleting). The 18+ rule is the schema's (parseAdultBirthdate).
 */
export function maskBirthdate(raw: string, deleting = false): string {
  const parts: string[] = [""];
  for (const ch of raw) {
    const i = parts.length - 1;
    if (/\d/u.test(ch)) {
      if (i < 2 && parts[i]!.length === 2) parts.push(""); // the part is full: the digit starts the next
      const j = parts.length - 1;
      if (j === 2 && parts[2]!.length >= 4) break;
      parts[j] += ch;
      if (j < 2 && parts[j]!.length === 1 && Number(ch) > (j === 0 ? 3 : 1)) parts[j] = `0${ch}`;
    } else if (i < 2 && parts[i]!.length > 0) {
      if (parts[i]!.length === 1) parts[i] = `0${parts[i]}`;
      parts.push("");
    }
  }
  const fix = (part: string, max: number) => (part.length === 2 ? (Number(part) === 0 ? "01" : Number(part) > max ? String(max) : part) : part);
  parts[0] = fix(parts[0]!, 31);
  if (parts[1] !== undefined) parts[1] = fix(parts[1], 12);
  let out = parts.join("-");
  const last = parts[parts.length - 1]!;
  if (!deleting && parts.length < 3 && last.length === 2) out += "-";
  return out;
}
