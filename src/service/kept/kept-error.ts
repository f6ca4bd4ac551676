/** A kept or prebuilt dataset file that is damaged, cut short or made for another key. */
export class KeptDataError extends Error {}
