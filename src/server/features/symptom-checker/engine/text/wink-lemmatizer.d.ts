/** Types for wink-lemmatizer 3 (ships none): WordNet-based lemmas of one lower-case word. */
declare module 'wink-lemmatizer' {
  const lemmatizer: {
    lemmatizeVerb(word: string): string;
    lemmatizeNoun(word: string): string;
    lemmatizeAdjective(word: string): string;
  };
  export default lemmatizer;
}
