/** A help article and its sections: the shape the index, the answers and the article writers share. */
export interface HelpSection {
  /** `<articleId>#<index>` */
  id: string;
  articleId: string;
  index: number;
  text: string;
}

export interface HelpArticle {
  id: string;
  title: string;
  /** The product page the article is about, e.g. /staking. */
  route: string;
  /** The feature of common/product/features.ts it describes; its status decides what the article may say. */
  feature?: string;
  tags: string[];
  /** A question the article answers, offered as a follow-up suggestion. */
  question: string;
  body: string;
  sections: HelpSection[];
}
