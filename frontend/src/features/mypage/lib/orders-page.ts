// Apart from the page component, so the route's loader can use it without pulling the page into the entry script.

/** Orders shown per page of /mypage/orders. */
export const MY_ORDERS_PAGE_SIZE = 10;
