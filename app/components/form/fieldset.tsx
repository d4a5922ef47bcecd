import type { ComponentProps, ReactNode } from "react";

export interface FieldsetProps extends Omit<ComponentProps<"fieldset">, "children"> {
  legend: ReactNode;
  /** e.g. `visually-hidden` when the legend is for screen readers only. */
  legendClassName?: string;
  children: ReactNode;
}

/**
 * A group of controls under one legend (a radio group, the chat's order request). A group-wide error text
 * goes in `children`; name it with aria-describedby when the group itself describes the error.
 */
export function Fieldset({ legend, legendClassName, children, ...rest }: FieldsetProps) {
  return (
    <fieldset {...rest}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
    </fieldset>
  );
}
