/**
 * A cache of the last few answers, by key identity. The engine writes one idea at a time: what it
 * keeps per plan or per action is asked many times while that idea is written, then never again.
 * A WeakMap did this job, but V8's young-generation collection keeps a WeakMap's entries alive
 * until a full collection, so every dead plan (its actions, its answers) was copied at each
 * minor collection: the pauses were a third longer and pushed `expand`'s p99 past 1 ms.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    const at = this.keys.indexOf(key);
    return at === -1 ? undefined : this.values[at];
  }

  set(key: K, value: V): void {
    const at = this.keys.indexOf(key);
    if (at !== -1) {
      this.values[at] = value;
      return;
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
  }
}
