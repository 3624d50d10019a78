/** Saves CSV text as a file through a temporary link; the text is made by core's reportCsv or the server. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte-order mark lets spreadsheet programs read the file as UTF-8 (names with accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
