// A small RFC 4180 CSV reader: quoted fields may hold commas, quotes ("") and line breaks.

/** The rows of a CSV text, each a list of fields; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (quoted) throw new Error('The CSV file ends inside a quoted field.');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * CSV rows as objects keyed by the header row. Empty cells are left out; list columns (images,
 * features) use '|' between items; specifications use 'Key=Value|Key=Value'; a cell that starts with
 * '[' or '{' is read as JSON (reviews, for example).
 */
export function csvRecords(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return rows.map((cells) => {
    const record: Record<string, unknown> = {};
    names.forEach((name, column) => {
      const cell = (cells[column] ?? '').trim();
      if (!name || cell === '') return;
      record[name] = cellValue(name, cell);
    });
    return record;
  });
}

function cellValue(name: string, cell: string): unknown {
  if (cell.startsWith('[') || cell.startsWith('{')) {
    try {
      return JSON.parse(cell);
    } catch {
      return cell;
    }
  }
  if (name === 'images' || name === 'features') return cell.split('|').map((item) => item.trim());
  if (name === 'specifications') {
    return Object.fromEntries(
      cell.split('|').map((pair) => {
        const [key = '', ...value] = pair.split('=');
        return [key.trim(), value.join('=').trim()];
      }),
    );
  }
  return cell;
}
