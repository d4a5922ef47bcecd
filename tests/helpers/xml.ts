/**
 * A small strict XML parser for tests (workerd has no DOMParser): elements, attributes, text and the five
 * predefined entities plus character references. It throws on anything not well-formed (a tag that does not
 * close, a stray '<' or '&', text outside the root), so a test that parses a document checks that too.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string): string {
  if (raw.includes("<")) throw new Error(`'<' in text: ${raw.slice(0, 60)}`);
  return raw.replace(/&([^;\s]{0,10});?/gu, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`stray '&' in ${raw.slice(0, 60)}`);
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity &${name};`);
    return value;
  });
}

export function parseXml(source: string): XmlElement {
  let text = source.replace(/^<\?xml[^?]*\?>/u, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/gu;
  let last = 0;
  for (const m of text.matchAll(token)) {
    const between = text.slice(last, m.index);
    last = m.index + m[0].length;
    if (stack.length > 0) stack.at(-1)!.text += decode(between);
    else if (between.trim() !== "") throw new Error(`text outside the root: ${between.slice(0, 60)}`);
    if (m[0].startsWith("<!--")) continue;
    const [, closing, name, attrs, selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? "nothing"}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of attrs!.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/gu)) attributes[a[1]!] = decode(a[2]!);
    const element: XmlElement = { name: name!, attributes, children: [], text: "" };
    if (stack.length > 0) stack.at(-1)!.children.push(element);
    else if (root) throw new Error("a second root element");
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  text = text.slice(last);
  if (text.trim() !== "") throw new Error(`text after the root: ${text.slice(0, 60)}`);
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (!root) throw new Error("no root element");
  return root;
}

/** The child elements named `name`. */
export const childrenNamed = (e: XmlElement, name: string) => e.children.filter((c) => c.name === name);
/** The text of the one child named `name` (undefined when absent; throws when there are two). */
export function childText(e: XmlElement, name: string): string | undefined {
  const found = childrenNamed(e, name);
  if (found.length > 1) throw new Error(`<${name}> twice in <${e.name}>`);
  return found[0]?.text;
}
