/**
 * Hand-built .xlsx archives for the spreadsheet guard's tests (cms/src/portal/core/spreadsheets.ts):
 * a minimal valid workbook whose parts are written with a small zip writer (node:zlib), so a test
 * can make what exceljs never writes — a zip bomb (a few hundred KB that inflate to hundreds of
 * MB), a central directory that lies about sizes, an "encrypted" entry, a nested archive.
 */
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** Sizes written in the headers instead of the real uncompressed size (a lying directory). */
  declaredSize?: number;
  /** General-purpose flag bit 0: "encrypted". */
  encrypted?: boolean;
}

/** A zip archive of the parts (deflated, level 9), with local headers and a central directory. */
export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data;
    const compressed = zlib.deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(part.name, 'utf8');
    const crc = zlib.crc32(raw);
    const size = part.declaredSize ?? raw.length;
    const flags = 0x0800 | (part.encrypted ? 1 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (n: number) => String.fromCharCode(64 + n);

/** The worksheet XML of rows of inline strings; `padding` bytes of spaces go between the rows (the bomb's payload). */
export function sheetXml(rows: string[][], padding = 0): string {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((text, c) => `<c r="${column(c + 1)}${r + 1}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${' '.repeat(padding)}${body}</sheetData></worksheet>`;
}

/** The parts of a one-sheet workbook, the sheet's XML given. */
export function workbookParts(sheet: string): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ];
}

/** A real zip bomb .xlsx: a valid one-sheet workbook whose sheet inflates to `megabytes` MB of spaces. */
export function zipBombXlsx(rows: string[][], megabytes: number): Buffer {
  return zipParts(workbookParts(sheetXml(rows, megabytes * 1024 * 1024)));
}
