// The floors of server/src (scripts/import-floors.js): a folder imports only its own floor or
// below, no two folders import each other, and no files form a circle.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { analyse } = require('../../scripts/import-floors.js') as {
  analyse(): {
    upward: Array<{ file: string; imports: string }>;
    folderCircles: string[][];
    fileCircles: string[][];
    unassigned: string[];
  };
};

describe('server/src floors', () => {
  const report = analyse();

  it('has no import running up to a higher floor', () => {
    expect(report.upward).toEqual([]);
  });

  it('has no two folders importing each other', () => {
    expect(report.folderCircles).toEqual([]);
  });

  it('has no circle of files', () => {
    expect(report.fileCircles).toEqual([]);
  });

  it('assigns every folder a floor', () => {
    expect(report.unassigned).toEqual([]);
  });
});
