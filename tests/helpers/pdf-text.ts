/** The text of a PDF as a reader's copy-and-paste would give it (unpdf, Mozilla's pdf.js), pages joined. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
