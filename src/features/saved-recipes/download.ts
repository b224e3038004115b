/** Offers `data` as a file download through a temporary Blob link. */
export function downloadJson(data: unknown, fileName: string, type = 'application/json'): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
