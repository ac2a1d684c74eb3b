/**
 * The marketplace of the simulation: every listing's owner, price (milli-AIZ) and popularity, in typed
 * arrays that grow by doubling, and an alias table (Vose) over the listings whose owner is still active, so
 * a buyer picks a listing in proportion to its popularity in constant time from one uniform.
 */
export class ListingTable {
  count = 0;
  owner = new Int32Array(1024);
  price = new Float64Array(1024);
  popularity = new Float64Array(1024);
  onSaleCount = 0;
  cheapestOnSale = Number.POSITIVE_INFINITY;
  /** Column k of the alias table: keep listing `primary[k]` with probability `keep[k]`, else `alias[k]`. */
  private keep = new Float64Array(1024);
  private primary = new Int32Array(1024);
  private alias = new Int32Array(1024);
  private small = new Int32Array(1024);
  private large = new Int32Array(1024);
  private scaled = new Float64Array(1024);

  add(owner: number, price: number, popularity: number): void {
    if (this.count === this.owner.length) this.grow();
    this.owner[this.count] = owner;
    this.price[this.count] = price;
    this.popularity[this.count] = popularity;
    this.count++;
  }

  /** Rebuilds the alias table over the listings on sale: those whose owner `isActive` says is active. */
  rebuild(isActive: (owner: number) => boolean): void {
    let n = 0;
    let total = 0;
    let cheapest = Number.POSITIVE_INFINITY;
    for (let l = 0; l < this.count; l++) {
      if (!isActive(this.owner[l]!)) continue;
      this.primary[n++] = l;
      total += this.popularity[l]!;
      if (this.price[l]! < cheapest) cheapest = this.price[l]!;
    }
    this.onSaleCount = n;
    this.cheapestOnSale = cheapest;
    if (n === 0) return;
    const { keep, primary, alias, small, large, scaled } = this;
    let smallCount = 0;
    let largeCount = 0;
    for (let k = 0; k < n; k++) {
      scaled[k] = total > 0 ? (this.popularity[primary[k]!]! * n) / total : 1;
      if (scaled[k]! < 1) small[smallCount++] = k;
      else large[largeCount++] = k;
    }
    while (smallCount > 0 && largeCount > 0) {
      const s = small[--smallCount]!;
      const g = large[largeCount - 1]!;
      keep[s] = scaled[s]!;
      alias[s] = primary[g]!;
      scaled[g] = scaled[g]! + scaled[s]! - 1;
      if (scaled[g]! < 1) {
        largeCount--;
        small[smallCount++] = g;
      }
    }
    // What is left is 1 up to rounding: always keep its own listing.
    while (largeCount > 0) {
      const g = large[--largeCount]!;
      keep[g] = 1;
      alias[g] = primary[g]!;
    }
    while (smallCount > 0) {
      const s = small[--smallCount]!;
      keep[s] = 1;
      alias[s] = primary[s]!;
    }
  }

  /** The listing at `u` (uniform in [0, 1)), in proportion to popularity; -1 when nothing is on sale. */
  pick(u: number): number {
    const n = this.onSaleCount;
    if (n === 0) return -1;
    const x = u * n;
    const k = Math.floor(x);
    return x - k < this.keep[k]! ? this.primary[k]! : this.alias[k]!;
  }

  private grow(): void {
    const size = this.owner.length * 2;
    const grown = <T extends Int32Array | Float64Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.owner = grown(this.owner, new Int32Array(size));
    this.price = grown(this.price, new Float64Array(size));
    this.popularity = grown(this.popularity, new Float64Array(size));
    this.keep = new Float64Array(size);
    this.primary = new Int32Array(size);
    this.alias = new Int32Array(size);
    this.small = new Int32Array(size);
    this.large = new Int32Array(size);
    this.scaled = new Float64Array(size);
  }
}
