import { loadByPosition } from '../../lib/by-position';

const lawColumns = 'slug, position, name, original_name, category, summary, description, example, tip, origin';

export const fetchUxLaws = () => loadByPosition('ux_laws', lawColumns, 'Could not load the laws of UX');

export type UxLaw = Awaited<ReturnType<typeof fetchUxLaws>>[number];
