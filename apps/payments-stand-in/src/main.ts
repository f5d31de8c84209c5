import { startPaymentsStandIn } from './index.ts';

const env = process.env;
const standIn = await startPaymentsStandIn({
  host: env.HOST ?? '127.0.0.1',
  port: Number(env.PORT ?? 12111),
  secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_local_stand_in',
  webhook: {
    url: env.WEBHOOK_URL ?? 'http://127.0.0.1:54321/functions/v1/stripe-webhook',
    secret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_stand_in',
  },
});

console.log(`Payment stand-in (not Stripe) is running at ${standIn.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    standIn.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
