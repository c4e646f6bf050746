// The site's own config, writing to tests/.tmp/sub-path-build/ so that a build for a sub-path (BASE_PATH) sits beside
// the main build in doc_build/ instead of replacing it. Used by tests/sub-path/sub-path.test.ts.
import path from 'node:path';
import config from '../../rspress.config';

export default { ...config, outDir: path.join(__dirname, '../.tmp/sub-path-build') };
