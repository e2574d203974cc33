// `halo-give.js`: defines `<halo-give>` (widget/README.md). A classic script with no globals of its own.
import { embedScriptUrl } from './publicPath';
import { HALO_GIVE_TAG } from './tag';

// A second copy of the script does nothing: the element module (React, the store) is not even evaluated.
// "eager" keeps it in this file: no chunk request, it only runs when imported.
if (typeof customElements !== 'undefined' && !customElements.get(HALO_GIVE_TAG)) {
  void import(/* webpackMode: "eager" */ './defineHaloGive').then(({ defineHaloGive }) =>
    defineHaloGive({ scriptOrigin: new URL(embedScriptUrl).origin }),
  );
}
