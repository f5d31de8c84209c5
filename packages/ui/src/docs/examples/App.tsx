import {
  Accordion,
  Button,
  Container,
  Heading,
  Section,
  Stack,
  Text,
  ThemeProvider,
  type AccordionItem,
} from '@outpace/ui';

const questions: AccordionItem[] = [
  {
    id: 'install',
    question: 'How do we add the kit to our app?',
    answer: 'Install @outpace/ui with its three peers and wrap the app in ThemeProvider.',
  },
  {
    id: 'brand',
    question: 'Can it wear our brand?',
    answer: 'Yes: createTheme takes your colours, type and corners, and every component follows.',
  },
];

/** A page made from the kit alone: a hero band and a questions band with an accordion. */
export function App() {
  return (
    <ThemeProvider>
      <main>
        <Section id="intro" labelledBy="intro-title" spacing="lg">
          <Container>
            <Stack gap={5} align="start">
              <Text variant="eyebrow" tone="accent">
                Outpace kit
              </Text>
              <Heading as="h1" id="intro-title">
                Launch pages that load before the coffee cools
              </Heading>
              <Text size="lg" tone="muted">
                Themed React components, rendered on the server and hydrated without a flicker.
              </Text>
              <Button href="#faq">Read the questions</Button>
            </Stack>
          </Container>
        </Section>
        <Section id="faq" labelledBy="faq-title" tone="inverse">
          <Container>
            <Stack gap={6}>
              <Heading as="h2" id="faq-title">
                Questions
              </Heading>
              <Accordion items={questions} tone="inverse" headingLevel="h3" />
            </Stack>
          </Container>
        </Section>
      </main>
    </ThemeProvider>
  );
}
