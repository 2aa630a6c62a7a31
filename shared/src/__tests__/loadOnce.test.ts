import { loadOnce } from '../loadOnce';

describe('loadOnce', () => {
  it('shares one request between concurrent calls and keeps the value for later calls', async () => {
    let resolve!: (v: string[]) => void;
    const fetcher = jest.fn(() => new Promise<string[]>((r) => (resolve = r)));
    const load = loadOnce(fetcher);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    await Promise.resolve();
    resolve(['a']);
    await expect(Promise.all([first, second])).resolves.toEqual([['a'], ['a']]);
    await expect(load()).resolves.toEqual(['a']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call fetches again', async () => {
    const fetcher = jest.fn<Promise<number>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(7);
    const load = loadOnce(fetcher);
    const [a, b] = [load(), load()];
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(load()).resolves.toBe(7);
    await expect(load()).resolves.toBe(7);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('turns a fetcher that throws into a rejection, and retries it', async () => {
    const fetcher = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => {
        throw new Error('sync');
      })
      .mockResolvedValueOnce('ok');
    const load = loadOnce(fetcher);
    await expect(load()).rejects.toThrow('sync');
    await expect(load()).resolves.toBe('ok');
  });

  it('fetches again after reset, and a stale failure does not drop the newer request', async () => {
    const rejects: ((e: Error) => void)[] = [];
    const fetcher = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => new Promise((_, reject) => rejects.push(reject)))
      .mockResolvedValue('fresh');
    const load = loadOnce(fetcher);
    const stale = load();
    await Promise.resolve();
    load.reset();
    const fresh = load();
    rejects[0](new Error('old'));
    await expect(stale).rejects.toThrow('old');
    await expect(fresh).resolves.toBe('fresh');
    expect(load()).toBe(fresh);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
