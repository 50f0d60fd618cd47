/** Query keys of the payment feature (a booking itself is the booking feature's query). */
export const paymentKeys = {
  all: ['payments'] as const,
  test: (paymentId: string) => [...paymentKeys.all, 'test', paymentId] as const,
};
