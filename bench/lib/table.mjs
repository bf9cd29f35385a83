// The table every benchmark ends with: one row per figure, its target, and whether it is met.
//   printTable('GET /api/menu', [{ figure: 'ratio to bare node:http', value: 0.62, target: '≥ 0.5', met: true }])
export function printTable(title, rows) {
  const cells = rows.map((row) => [row.figure, formatValue(row.value, row.unit), row.target ?? '', row.met === undefined ? 'report' : row.met ? 'met' : 'NOT MET']);
  const header = ['figure', 'measured', 'target', ''];
  const widths = header.map((_, column) => Math.max(header[column].length, ...cells.map((cell) => String(cell[column]).length)));
  const line = (cell) => `| ${cell.map((value, column) => String(value).padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cell of cells) console.log(line(cell));
}

function formatValue(value, unit) {
  if (typeof value !== 'number') return String(value);
  const text = Number.isInteger(value) ? value.toLocaleString('en-GB') : value.toFixed(value < 10 ? 2 : 1);
  return unit ? `${text} ${unit}` : text;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
