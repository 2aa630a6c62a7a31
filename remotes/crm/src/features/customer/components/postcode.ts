/** What the Daum/Kakao postcode search hands back for the picked address (the fields used here). */
export type PostcodeResult = { zonecode: string; roadAddress: string; jibunAddress: string; buildingName?: string };

type PostcodeApi = new (options: { oncomplete: (data: PostcodeResult) => void }) => { open: () => void };
type PostcodeWindow = Window & { daum?: { Postcode?: PostcodeApi }; kakao?: { Postcode?: PostcodeApi } };

let loading: Promise<PostcodeApi> | null = null;

/** Loads the postcode script once, on the first ask; a failed load can be tried again. */
export function loadPostcode(src: string): Promise<PostcodeApi> {
  const found = () => {
    const w = window as PostcodeWindow;
    return w.kakao?.Postcode ?? w.daum?.Postcode;
  };
  const ready = found();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PostcodeApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = found();
      if (api) resolve(api);
      else reject(new Error('postcode api missing'));
    };
    script.onerror = () => reject(new Error('postcode script failed'));
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
