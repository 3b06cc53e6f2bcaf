import { Anchor, type AnchorProps, Card, type CardProps, NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** Mantine's link-like components as router links (typed addresses, parameters and search). */
type Html = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

export const AnchorLink = createLink(forwardRef<HTMLAnchorElement, AnchorProps & Html>((props, ref) => <Anchor ref={ref} {...props} />));
export const CardLink = createLink(forwardRef<HTMLAnchorElement, CardProps & Html>((props, ref) => <Card component="a" ref={ref} {...props} />));
export const NavLinkLink = createLink(forwardRef<HTMLAnchorElement, NavLinkProps & Omit<Html, 'onChange'>>((props, ref) => <NavLink ref={ref} {...props} />));
