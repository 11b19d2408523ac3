/** The id of the event view's "cancelled" notice, which the cancel dialog focuses once it is done. */
export const cancelledNoticeId = (id: number) => `event-${id}-cancelled`;
