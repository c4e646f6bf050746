// Which code blocks show types on hover. Plain JavaScript without imports, so that Node.js scripts, the Rspress
// config and the page bundle all load the same definition (and the page only this line, see index.tsx).

/** Titles of the code blocks that show types on hover: config files of Rslib, Rstest and Rspress. */
export const typeHintTitle = /(?:^|\/)(?:rslib|rstest|rspress)(?:\.[\w-]+)*\.[cm]?ts$/;
