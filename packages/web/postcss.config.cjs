// Panda CSS generates the atomic CSS through PostCSS (see panda.config.ts).
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
};
