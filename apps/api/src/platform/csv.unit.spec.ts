import { csvWriter, neutraliseFormula } from './csv';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula, and leaves other text alone', () => {
    for (const formula of ['=1+1', '+971 50', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    for (const plain of ['Layla', '', 'a=b', " '=quoted"]) expect(neutraliseFormula(plain)).toBe(plain);
  });

  it('writes quoted, neutralised rows under a header', async () => {
    const writer = csvWriter(['name', 'note', 'at', 'flag']);
    const chunks: string[] = [];
    writer.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const done = new Promise((resolve) => writer.on('end', resolve));
    writer.write({ name: '=HYPERLINK("http://evil.example")', note: 'a, "b"\nc', at: new Date('2026-11-23T10:00:00Z'), flag: true });
    writer.end();
    await done;
    expect(chunks.join('')).toBe('name,note,at,flag\n"\'=HYPERLINK(""http://evil.example"")","a, ""b""\nc",2026-11-23T10:00:00.000Z,true\n');
  });
});
