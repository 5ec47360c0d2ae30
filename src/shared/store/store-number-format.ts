// Whole percents for a code's record ("Worked for 80% of 5 shoppers").
export const formatPercent = (share: number): string => `${Math.round(share * 100)}%`;
