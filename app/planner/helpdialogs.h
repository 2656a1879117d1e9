#pragma once

// Help ▸ Manual (F1): the offline manual (help/manual.html, compiled in) in a text browser
// that follows its links; Help ▸ About: the version (the CMake project's), the licence,
// the Qt version, links and the sources the model stands on. Long plain tooltips are
// shown wrapped to a readable width (ToolTipWrapper).

#include <QDialog>
#include <QObject>

class QMessageBox;
class QTextBrowser;

namespace jct::planner {

class ManualDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ManualDialog(QWidget *parent = nullptr);
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }
    // The manual's text as shown (plain).
    [[nodiscard]] QString text() const;

private:
    QTextBrowser *m_browser = nullptr;
};

// The About box's rich text: name, version, what it does, licence, Qt version, links, credits.
[[nodiscard]] QString aboutText();
// Opens the About box (object name "aboutBox"), not blocking; it deletes itself when closed.
QMessageBox *openAboutBox(QWidget *parent);

// A plain tooltip longer than about 60 characters as rich text, which Qt wraps at a readable
// width; rich text and short tooltips as they are.
[[nodiscard]] QString wrappedToolTip(const QString &toolTip);

// Installed on the application: every long plain tooltip is shown wrapped (wrappedToolTip).
class ToolTipWrapper final : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace jct::planner
