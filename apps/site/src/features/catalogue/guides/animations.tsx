import api from 'virtual:api-reference/animations';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function AnimationsGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          Transitions help people follow what changed. <Code>@tendril/router/animation</Code>{' '}
          animates route changes with the View Transitions API where the browser has it, and the Web
          Animations API elsewhere. Each transition&apos;s progress (0 to 1) and state are signals,
          and it can be paused, resumed, stopped and sought.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <Example name="TransitionControls" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Animate every navigation</h3>
        <p>
          <Code>animateNavigations(router, options)</Code> runs a transition on each navigation and
          exposes the current one.
        </p>
        <h3 className="font-semibold">Drive your own animation from progress</h3>
        <p>
          <Code>timeProgress</Code> and <Code>easeInOutCubic</Code> turn elapsed time into an eased
          0–1 value; read it in an effect to move anything.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Respect reduced motion: by default a transition skips to the end when the user asks for
            less motion.
          </li>
          <li>Stop a transition you replace or unmount; a forgotten one keeps sampling frames.</li>
          <li>
            The default duration is <Code>TRANSITION_MS</Code> (300 ms): long transitions slow
            people down.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
