import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Spec section 9: the back-to-top button appears after 100 px of scrolling. */
export const backToTopAfterPx = 100;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > backToTopAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      aria-label="返回顶部"
      position="fixed"
      right="3"
      bottom="6"
      size={{ base: 'lg', md: 'sm' }}
      colorPalette="gray"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </IconButton>
  );
}
