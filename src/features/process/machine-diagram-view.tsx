import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { mermaidDiagram, type Audience, type Highlight } from '../../machines/machine-diagram';
import { useZoom } from './use-zoom';

type Mermaid = (typeof import('mermaid'))['default'];
let mermaidLoading: Promise<Mermaid> | null = null;

/**
 * Mermaid (with its state-diagram layout, ≈ 180 kB gzip) is loaded the first time a diagram is shown, from our own bundle:
 * no page that does not draw a machine pays for it, and nothing is fetched from a CDN.
 */
function loadMermaid(): Promise<Mermaid> {
  mermaidLoading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'neutral',
      fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    });
    return mermaid;
  });
  return mermaidLoading;
}

/** The drawing's own width in CSS pixels: Mermaid writes it as the width of the SVG's viewBox. */
function naturalWidth(svg: string): number {
  const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  return viewBox ? Number(viewBox[1]) : 800;
}

/** The colour of the edges an order took (邮市 red); the states get theirs from the diagram's own classes. */
const takenStroke = '#c8302a';

/**
 * A machine drawn as its Mermaid state diagram (src/machines/machine-diagram.ts), in Chinese for members or with the
 * machine's names for auditors, with an order's path highlighted:
 * the edges it took are drawn thick and red and marked `data-taken` with their step numbers.
 */
export function MachineDiagramView({
  machine,
  highlight,
  label,
  audience = 'member',
}: {
  machine: AnyStateMachine;
  highlight?: Highlight;
  label: string;
  audience?: Audience;
}) {
  const diagram = useMemo(() => mermaidDiagram(machine, highlight, audience), [machine, highlight, audience]);
  const id = `machine-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const container = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // At its own size first, where Mermaid's text is 16 px: fitted to a narrow box, a large machine's labels shrank to
  // 8 px (issue 25). The box scrolls; 缩小 shows more of it at once.
  const zoom = useZoom();

  useEffect(() => {
    let live = true;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, diagram.text))
      .then(
        (result) => live && setSvg(result.svg),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [diagram, id]);

  useEffect(() => {
    const root = container.current;
    if (!svg || !root || !highlight) return;
    for (const { transition, arrow } of diagram.edges) {
      const steps = highlight.stepsOf.get(transition);
      const edge = root.querySelector<SVGPathElement>(`#${id}-edge${arrow}`);
      if (!steps || !edge) continue;
      edge.style.stroke = takenStroke;
      edge.style.strokeWidth = '3.5px';
      edge.dataset.taken = steps.join(' ');
    }
  }, [svg, diagram, highlight, id]);

  if (failed) return <Text color="gray.600">流程图绘制失败，请刷新重试</Text>;
  if (!svg) return <Text color="gray.600">流程图加载中…</Text>;
  return (
    <Stack gap="2">
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={zoom.in}>
          放大
        </Button>
        <Button size="xs" variant="outline" onClick={zoom.out}>
          缩小
        </Button>
        <Button size="xs" variant="ghost" onClick={zoom.reset}>
          重置
        </Button>
      </HStack>
      {/* A box that scrolls takes the focus, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <Box
        overflow="auto"
        maxH="80vh"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        p="3"
        role="region"
        aria-label={`${label}（可滚动）`}
        tabIndex={0}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {/* At 1 the drawing has its own width (its text at its normal size); past the box's width, the box scrolls. */}
        <Box
          ref={container}
          role="img"
          aria-label={label}
          data-testid="machine-diagram"
          width={`${naturalWidth(svg) * zoom.scale}px`}
          css={{ '& svg': { maxWidth: 'none', width: '100%', height: 'auto' } }}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </Box>
    </Stack>
  );
}
