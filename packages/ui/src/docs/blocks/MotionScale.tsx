import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { defaultTheme, motionOk, useReducedMotion, type Theme } from '../../theme';
import { BlockTitle, Panel, TokenName, TokenRow, TokenValue } from './docsStyles';
import { KitScope } from './KitScope';

const Track = styled.span`
  position: relative;
  display: block;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.subtle};
`;

/** The dot crosses its track with the row's duration and easing; without motion it simply jumps. */
const Dot = styled.span<{ $moved: boolean; $duration: number; $easing: string }>`
  position: absolute;
  top: 4px;
  left: 4px;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.accent};
  /* 100cqw is the lane's width: the dot stops 4 px short of the track's end. */
  transform: translateX(${({ $moved }) => ($moved ? 'calc(100cqw - 28px)' : '0')});

  ${motionOk} {
    transition: transform ${({ $duration }) => $duration}ms ${({ $easing }) => $easing};
  }
`;

const Lane = styled.span`
  display: block;
  container-type: inline-size;
`;

/** `cubic-bezier(0.2, 0, 0, 1)` as its four control values. */
function bezierPoints(easing: string): [number, number, number, number] {
  const values = /cubic-bezier\(([^)]+)\)/.exec(easing)?.[1]?.split(',').map(Number);
  if (values?.length !== 4 || values.some(Number.isNaN))
    throw new Error(`Not a cubic-bezier: ${easing}`);
  return values as [number, number, number, number];
}

const CurveValue = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Curve = styled.svg`
  flex-shrink: 0;
  width: 3rem;
  height: 3rem;
  overflow: visible;
  color: ${({ theme }) => theme.colors.fg.default};
`;

/** The easing curve, progress up the side and time along the bottom; an overshoot rises above the frame. */
function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = bezierPoints(easing);
  const point = (x: number, y: number) => `${x * 100} ${100 - y * 100}`;
  return (
    <Curve viewBox="-6 -26 112 132" aria-hidden="true">
      <rect x="0" y="0" width="100" height="100" fill="none" stroke="currentColor" opacity="0.15" />
      <path
        d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </Curve>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Durations and easings, each shown moving; one button plays them all. */
export function MotionScale({ theme = defaultTheme }: { theme?: Theme }) {
  const [moved, setMoved] = useState(false);
  const reduced = useReducedMotion();
  const { duration, easing } = theme.motion;
  return (
    <KitScope theme={theme}>
      <Controls>
        <Button size="sm" variant="secondary" onClick={() => setMoved((value) => !value)}>
          {moved ? 'Play back' : 'Play motion'}
        </Button>
        <span role="status">
          {reduced
            ? 'Your system asks for reduced motion, so the dots jump instead of gliding, as the kit does.'
            : 'Each dot moves with its row’s token.'}
        </span>
      </Controls>
      <Panel>
        {Object.entries(duration).map(([name, ms]) => (
          <TokenRow key={name}>
            <TokenName>motion.duration.{name}</TokenName>
            <Lane>
              <Track>
                <Dot $moved={moved} $duration={ms} $easing={easing.standard} />
              </Track>
            </Lane>
            <TokenValue>{ms} ms</TokenValue>
          </TokenRow>
        ))}
      </Panel>
      <BlockTitle>Easing</BlockTitle>
      <Panel>
        {Object.entries(easing).map(([name, curve]) => (
          <TokenRow key={name}>
            <TokenName>motion.easing.{name}</TokenName>
            <Lane>
              <Track>
                <Dot $moved={moved} $duration={duration.slow} $easing={curve} />
              </Track>
            </Lane>
            <CurveValue>
              <EasingCurve easing={curve} />
              <TokenValue>{curve}</TokenValue>
            </CurveValue>
          </TokenRow>
        ))}
      </Panel>
    </KitScope>
  );
}
