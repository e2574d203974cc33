// webpack's runtime variable for where chunks load from (https://webpack.js.org/guides/public-path/).
declare let __webpack_public_path__: string;
