import { http } from '@dure/shared';
import { parseContentDisposition } from '@dure/shared/records';
import { saveBlob } from '../records/common/saveBlob';

/**
 * Downloads a list's .xlsx export from the api, which builds it while it sends it: `onProgress`
 * hears the bytes received so far, then the file is saved under the name the server gave it.
 */
export async function downloadExport(path: string, searchParams: Record<string, string>, fallbackName: string, onProgress: (bytes: number) => void): Promise<void> {
  const response = await http.get(path, { searchParams, onDownloadProgress: (progress) => onProgress(progress.transferredBytes) });
  const blob = await response.blob();
  saveBlob(blob, parseContentDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}
