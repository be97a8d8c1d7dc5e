// The help-now feature's public API (decision 023): the page, the block other pages show, and the
// loaders that read their data in the page's language.
export { HelpBlock } from './help-block.tsx';
export {
  isUrgentArea,
  loadHelpBlock,
  loadHelpNowPage,
  provinceFrom,
  type HelpBlockData,
  type HelpNowPageData,
} from './help-now-data.ts';
export { HelpNowPage } from './help-now-page.tsx';
