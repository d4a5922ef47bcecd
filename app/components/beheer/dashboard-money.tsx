/** The dashboard's money figures (docs/decisions/043): today and this week, incl. and excl. VAT, refunds beside them. */
import { Link } from "react-router";
import { DASHBOARD_MESSAGES as M } from "../../lib/beheer/messages/dashboard";
import type { MoneyFigures } from "../../lib/beheer/types/access";
import { formatDutchDate, formatEuro } from "../../lib/format";

/** The Amsterdam calendar day (YYYY-MM-DD) of an instant (unix seconds), for the order list's filter. */
function isoDay(s: number): string {
  const [d, m, y] = formatDutchDate(new Date(s * 1000)).split("-");
  return `${y}-${m}-${d}`;
}

/** The order list of a window (it filters on the order date, an order is mostly paid the day it is made). */
const ordersOf = (w: MoneyFigures) => `/beheer/bestellingen/?status=paid&from=${isoDay(w.from)}&to=${isoDay(w.until - 1)}`;

export function DashboardMoney({ today, week }: { today: MoneyFigures; week: MoneyFigures }) {
  const rows: [string, (f: MoneyFigures) => string][] = [
    [M.orders, (f) => String(f.orders)],
    [M.revenueIncl, (f) => formatEuro(f.revenue_incl)],
    [M.revenueExcl, (f) => formatEuro(f.revenue_excl)],
    [M.vat, (f) => formatEuro(f.vat)],
    [M.refunds, (f) => String(f.refunds)],
    [M.refunded, (f) => formatEuro(f.refunded)],
  ];
  return (
    <section aria-labelledby="overzicht-omzet" className="beheer-section dashboard-money">
      <h2 id="overzicht-omzet">{M.money}</h2>
      <p className="dashboard-note">
        {M.moneyNote} {M.week}: {M.weekRange(formatDutchDate(new Date(week.from * 1000)), formatDutchDate(new Date((week.until - 1) * 1000)))}.
      </p>
      <table className="beheer-table dashboard-money__table">
        <caption>{M.moneyCaption}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{M.today}</th>
            <th scope="col">{M.week}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">{value(today)}</td>
              <td className="num">{value(week)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="dashboard-links">
        <li>
          <Link to={ordersOf(today)}>{`${M.orders} ${M.today.toLowerCase()}`}</Link>
        </li>
        <li>
          <Link to={ordersOf(week)}>{`${M.orders} ${M.week.toLowerCase()}`}</Link>
        </li>
      </ul>
    </section>
  );
}
