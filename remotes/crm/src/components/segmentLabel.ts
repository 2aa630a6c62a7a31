/** A segment as "market › segment"; a market (no parent) by its own name. Forms, details and dashboards share it. */
export const segmentLabel = (name: string, parentName: string | null | undefined) => (parentName ? `${parentName} › ${name}` : name);
