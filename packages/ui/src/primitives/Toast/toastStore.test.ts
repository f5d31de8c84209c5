import { createToastStore } from './toastStore';

const openTitles = (store: ReturnType<typeof createToastStore>) =>
  store
    .getSnapshot()
    .filter((toast) => toast.open)
    .map((toast) => toast.title);

describe('createToastStore', () => {
  it('does add toasts with unique ids, open, in order', () => {
    const store = createToastStore();
    const first = store.add({ title: 'Saved' });
    const second = store.add({
      title: 'Failed',
      variant: 'destructive',
      description: 'Try again.',
    });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, title: 'Saved', open: true },
      {
        id: second,
        title: 'Failed',
        variant: 'destructive',
        description: 'Try again.',
        open: true,
      },
    ]);
  });

  it('does close a dismissed toast but keep it listed for its exit animation', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Saved' });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([{ id, title: 'Saved', open: false }]);
    store.add({ title: 'Next' });
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['Next']);
  });

  it('does ignore unknown and already dismissed ids without notifying', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Saved' });
    store.dismiss(id);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(id);
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
  });

  it('does keep at most the limit open, closing the oldest first', () => {
    const store = createToastStore({ limit: 3 });
    for (const title of ['1', '2', '3', '4']) store.add({ title });
    expect(openTitles(store)).toEqual(['2', '3', '4']);
    expect(store.getSnapshot()[0]).toMatchObject({ title: '1', open: false });
    store.add({ title: '5' });
    expect(openTitles(store)).toEqual(['3', '4', '5']);
    expect(store.getSnapshot()).toHaveLength(4);
  });

  it('does notify subscribers on every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ title: 'Saved' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does keep a snapshot stable between changes, as useSyncExternalStore requires', () => {
    const store = createToastStore();
    store.add({ title: 'Saved' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
