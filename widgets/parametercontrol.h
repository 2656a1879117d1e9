#pragma once

// One numeric planner input: a label, a slider (linear, logarithmic or over a list of
// allowed values) and a spin box to type the value, with its unit. A problem with the
// value (a rule it breaks) is shown in words right under it.

#include <functional>

#include <QVector>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace jct::widgets {

class ParameterControl final : public QWidget
{
    Q_OBJECT

public:
    enum class Scale { Linear, Logarithmic };

    struct Spec
    {
        QString label;
        QString unit; // shown as the spin box suffix
        double minimum = 0;
        double maximum = 1;
        int decimals = 0;
        Scale scale = Scale::Linear;
        QVector<double> choices; // when set, the slider steps through these values only
        QString toolTip;         // what it means and which formula it feeds
    };

    explicit ParameterControl(Spec spec, QWidget *parent = nullptr);

    [[nodiscard]] double value() const { return m_value; }
    // Shows a value without emitting valueEdited (mirroring the document).
    void setValue(double value);
    // Maps a slider position's raw value to an allowed one (e.g. a GPU count that makes
    // a valid layout). Typed values are not snapped: a rule they break is shown instead.
    void setSnap(std::function<double(double)> snap) { m_snap = std::move(snap); }
    void setChoices(const QVector<double> &choices);
    void setProblem(const QString &problem);
    [[nodiscard]] QString problem() const;

    [[nodiscard]] QSlider *slider() const { return m_slider; }
    [[nodiscard]] QDoubleSpinBox *spinBox() const { return m_spin; }
    [[nodiscard]] const Spec &spec() const { return m_spec; }

signals:
    void valueEdited(double value); // the user dragged or typed a new value
    void editFinished();            // the drag ended or the typed value was committed

private:
    void handleSliderMoved(int position);
    void handleSpinCommitted();
    [[nodiscard]] double valueAt(int position) const;
    [[nodiscard]] int positionOf(double value) const;

    Spec m_spec;
    double m_value = 0;
    QLabel *m_label = nullptr;
    QSlider *m_slider = nullptr;
    QDoubleSpinBox *m_spin = nullptr;
    QLabel *m_problem = nullptr;
    std::function<double(double)> m_snap;
};

} // namespace jct::widgets
