import { configure } from '@dure/shared';
import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddressSearchButton } from '../components/AddressSearchButton';

const SRC = 'https://postcode.example.test/postcode.v2.js';
type PostcodeWindow = Window & { daum?: unknown };

afterEach(() => {
  configure({ postcodeScript: undefined });
  delete (window as PostcodeWindow).daum;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('주소 검색', () => {
  it('is not offered where no postcode script is configured: the address is typed by hand', () => {
    renderScreen(<AddressSearchButton onPick={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /주소 검색/ })).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the script only when asked, and says so in Korean when it cannot', async () => {
    configure({ postcodeScript: SRC });
    const onPick = jest.fn();
    renderScreen(<AddressSearchButton onPick={onPick} />);
    expect(document.head.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /주소 검색/ }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SRC}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.error(script);
    expect(await screen.findByText('주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('hands back the picked 우편번호 and road address', async () => {
    configure({ postcodeScript: SRC });
    (window as PostcodeWindow).daum = {
      Postcode: class {
        constructor(private readonly options: { oncomplete: (data: object) => void }) {}
        open() {
          this.options.oncomplete({ zonecode: '13487', roadAddress: '경기 성남시 분당구 판교역로 235', jibunAddress: '경기 성남시 분당구 삼평동 681', buildingName: '에이치스퀘어 엔동' });
        }
      },
    };
    const onPick = jest.fn();
    renderScreen(<AddressSearchButton onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: /주소 검색/ }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ zipCode: '13487', address1: '경기 성남시 분당구 판교역로 235 (에이치스퀘어 엔동)' }));
  });
});
