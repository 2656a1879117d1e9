#pragma once

// Plan A of an A/B comparison on a chart: its curve, dashed in plan A's colour of the
// colour table, and its own plan as a square marker on it.

namespace jct::present {
struct Reference;
} // namespace jct::present

class QCPAxis;
class QCPGraph;
class QCustomPlot;

namespace jct::widgets {

class DirectLabels;

class ReferenceCurve
{
public:
    // `labels` are the chart's direct labels, which lose the curve's label with the curve.
    ReferenceCurve(QCustomPlot *plot, DirectLabels *labels);

    // Draws `reference` against `valueAxis` (the left axis when null; taken when the curve
    // is first drawn). Returns the curve when this call created it, else null.
    QCPGraph *show(const present::Reference &reference, QCPAxis *valueAxis);
    [[nodiscard]] const QCPGraph *curve() const { return m_curve; }
    // Removes the curve, its marker and its label.
    void remove();

private:
    QCustomPlot *m_plot;
    DirectLabels *m_labels;
    QCPGraph *m_curve = nullptr;
    QCPGraph *m_marker = nullptr;
};

} // namespace jct::widgets
