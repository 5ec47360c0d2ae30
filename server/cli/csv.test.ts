import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"1,5","say ""hi""","two\nlines"\n\n')).toEqual([
      ['a', 'b', 'c'],
      ['1,5', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('refuses a file that ends inside quotes', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/inside a quoted field/);
  });
});

describe('csvRecords', () => {
  it('keys rows by header, leaves out empty cells and splits list and key=value columns', () => {
    const [record] = csvRecords(
      'id,title,images,features,specifications,reviews,note\n7,Lamp,/a.svg|/b.svg,Warm|Dimmable,Brand=Ikea|Size=L,"[{""rating"":5}]",\n',
    );
    expect(record).toEqual({
      id: '7',
      title: 'Lamp',
      images: ['/a.svg', '/b.svg'],
      features: ['Warm', 'Dimmable'],
      specifications: { Brand: 'Ikea', Size: 'L' },
      reviews: [{ rating: 5 }],
    });
  });
});
