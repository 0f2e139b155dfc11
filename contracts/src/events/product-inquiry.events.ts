/** A member's question about a product (spec §3 Product inquiry), as its first event carries it. */
export interface ProductInquiryWritten {
  type: 'ProductInquiryWritten';
  data: {
    inquiryId: string;
    productId: string;
    /** The product's name when asked (the lists show it without reading the catalogue's model). */
    productName: string;
    userId: string;
    /** The writer's username, shown masked to others. */
    username: string;
    subject: string;
    content: string;
    secret: boolean;
    writtenAt: string;
  };
}

/** The writer changed the question while it awaited its answer. */
export interface ProductInquiryEdited {
  type: 'ProductInquiryEdited';
  data: { inquiryId: string; subject: string; content: string; secret: boolean; images: string[]; editedAt: string };
}

/** A picture (a served WebP URL) was put at `index` (0–9) of the question's images. */
export interface ProductInquiryImageAttached {
  type: 'ProductInquiryImageAttached';
  data: { inquiryId: string; index: number; url: string; attachedAt: string };
}

/** Staff answered the question, or changed the answer (spec §4 Inquiry answer: ANSWER_COMPLETE). */
export interface ProductInquiryAnswered {
  type: 'ProductInquiryAnswered';
  data: { inquiryId: string; answer: string; answeredBy: string; answeredAt: string };
}

/** The writer or staff deleted the question. */
export interface ProductInquiryDeleted {
  type: 'ProductInquiryDeleted';
  data: { inquiryId: string; deletedBy: string; deletedAt: string };
}

export type ProductInquiryEvent = ProductInquiryWritten | ProductInquiryEdited | ProductInquiryImageAttached | ProductInquiryAnswered | ProductInquiryDeleted;
